export { Link, type LinkProps } from './Link';
export { useCurrentUrl, FixedUrl } from './location';
export { useNavigate, needsFullLoad, type NavigateOptions } from './navigate';
