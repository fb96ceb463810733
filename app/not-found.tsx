import { loadErrorTexts } from './_shared/error-texts';
import { StandaloneErrorDocument } from './_shared/standalone-error';

/**
 * The root boundary's 404: an address whose first segment names no site and
 * that the proxy did not route (one with a file extension, such as
 * `/apple-touch-icon.png`). Next renders it into every page as a fallback, so
 * it reads nothing of the request; it answers in the default site's language.
 * Unknown addresses under a site get app/global-not-found.tsx, and a page's
 * notFound() its segment's not-found.
 */
export default async function RootNotFound() {
  const errors = await loadErrorTexts('da');
  return <StandaloneErrorDocument lang="da" title={errors('notFound')} detail={errors('status', { status: 404 })} homeHref="/da" homeLabel={errors('backToFront')} />;
}
