export { NotFoundPage, type NotFoundPageProps } from './NotFoundPage';
export { ErrorPage } from './ErrorPage';
export { RenderErrorPage, isNotFoundError } from './RenderErrorPage';
export { AreaFailed } from './AreaFailed';
