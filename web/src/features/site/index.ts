/** The public website's screens. */
export { ComingSoon } from './coming-soon.tsx';
export { ContractorApplicationPage } from './contractor-application-page.tsx';
export { HomePage } from './home-page.tsx';
export { NotFoundPage } from './not-found.tsx';
