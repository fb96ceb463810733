import { crestSvg } from '@/lib/media/svg';
import { slugFromFile, svgResponse } from '../../../media-response';

type Params = { params: Promise<{ kind: string; file: string }> };

export async function GET(request: Request, { params }: Params) {
  const { kind, file } = await params;
  const slug = slugFromFile(file);
  if ((kind !== 'club' && kind !== 'tournament') || !slug) return new Response('Not found', { status: 404 });
  const size = new URL(request.url).searchParams.get('size') === 'thumb' ? 64 : 256;
  return svgResponse(crestSvg(kind, slug, size));
}
