import da from '@/messages/da.json';
import { StandaloneErrorDocument } from './_shared/standalone-error';
import './globals.css';

// Outside every site (no locale could be found): the Danish default.
export default function RootNotFound() {
  return <StandaloneErrorDocument lang="da" title={da.errors.notFound} homeHref="/da" homeLabel={da.errors.backToFront} />;
}
