import { photoSvg } from '@/lib/media/svg';
import { slugFromFile, svgResponse } from '../../../media-response';

type Params = { params: Promise<{ kind: string; file: string }> };

const KINDS = new Set(['venue', 'block', 'hotel', 'blog', 'campaign', 'category', 'brand']);

export async function GET(request: Request, { params }: Params) {
  const { kind, file } = await params;
  const slug = slugFromFile(file);
  if (!KINDS.has(kind) || !slug) return new Response('Not found', { status: 404 });
  const width = new URL(request.url).searchParams.get('size') === 'thumb' ? 400 : 1600;
  return svgResponse(photoSvg(kind, slug, width));
}
