import { NotFoundScreen, notFoundMetadata } from '@/app/_shared/not-found-screen';

// A page's notFound() (an unknown package, club or article) lands here inside the shell.
export const generateMetadata = notFoundMetadata;

export default NotFoundScreen;
