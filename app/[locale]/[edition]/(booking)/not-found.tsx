import { NotFoundScreen, notFoundMetadata } from '@/app/_shared/not-found-screen';

// A booking page's notFound() (an unknown package) lands here inside the booking frame, under the 404's title.
export const generateMetadata = notFoundMetadata;

export default NotFoundScreen;
