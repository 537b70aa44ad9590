export { NotFoundPage, type NotFoundPageProps } from './NotFoundPage';
export { ErrorPage } from './ErrorPage';
export { AreaFailed } from './AreaFailed';
