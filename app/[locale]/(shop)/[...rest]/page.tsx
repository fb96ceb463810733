import { notFound } from 'next/navigation';

// Any path under a site that no route claims: the localized 404 inside the shell.
export default function UnknownPage() {
  notFound();
}
