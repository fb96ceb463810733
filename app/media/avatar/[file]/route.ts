import { avatarSvg } from '@/lib/media/svg';
import { slugFromFile, svgResponse } from '../../media-response';

type Params = { params: Promise<{ file: string }> };

export async function GET(request: Request, { params }: Params) {
  const slug = slugFromFile((await params).file);
  if (!slug) return new Response('Not found', { status: 404 });
  const size = new URL(request.url).searchParams.get('size') === 'thumb' ? 64 : 160;
  return svgResponse(avatarSvg(slug, size));
}
