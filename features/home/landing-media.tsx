import type { CmsLanding } from '@/lib/api/contract/content';
import styles from './home.module.css';

/** The hero's picture, and the landing video's poster: a generated stadium photo. */
export const HERO_IMAGE_URL = '/media/photo/venue/stadium.svg';

/** Below the mobile breakpoint (browsing spec §9: mobile is below 768 px). */
const MOBILE_QUERY = '(max-width: 767.98px)';

const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm', ogv: 'video/ogg', mov: 'video/quicktime' };

/** The MIME type a video address names by its extension, if any, so a browser skips what it cannot play. */
export function videoType(url: string): string | undefined {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return extension ? VIDEO_TYPES[extension] : undefined;
}

/**
 * The sources of the landing video: the mobile variant for narrow screens
 * first, then the desktop one for the rest. Either alone serves everyone.
 * Empty when the CMS has no video: the hero is then its picture alone.
 */
export function videoSources(landing: Pick<CmsLanding, 'videoUrl' | 'mobileVideoUrl'>): { src: string; media?: string; type?: string }[] {
  const desktop = landing.videoUrl?.trim() || null;
  const mobile = landing.mobileVideoUrl?.trim() || null;
  const sources: { src: string; media?: string; type?: string }[] = [];
  if (mobile && desktop && mobile !== desktop) sources.push({ src: mobile, media: MOBILE_QUERY, type: videoType(mobile) });
  const fallback = desktop ?? mobile;
  if (fallback) sources.push({ src: fallback, type: videoType(fallback) });
  return sources;
}

/** Modifier of the hero for the layout with a video beside the texts. */
export const heroClassName = (landing: Pick<CmsLanding, 'videoUrl' | 'mobileVideoUrl'>) =>
  videoSources(landing).length > 0 ? `${styles.hero} ${styles.heroWithVideo}` : styles.hero;

/** The hero's picture, behind the CMS title and description. It is the page's largest paint: loaded first. */
export function HeroBackdrop() {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a generated SVG needs no optimisation
    <img className={styles.heroBackdrop} src={HERO_IMAGE_URL} alt="" width={1600} height={900} fetchPriority="high" />
  );
}

/**
 * The optional landing video (browsing spec §2 Home), only when the CMS has
 * an address for it. It costs nothing until the visitor plays it: no
 * preloading, the hero's picture as its poster, and a fixed 16:9 box.
 */
export function LandingVideo({ landing, label }: { landing: Pick<CmsLanding, 'videoUrl' | 'mobileVideoUrl'>; label: string }) {
  const sources = videoSources(landing);
  if (sources.length === 0) return null;
  return (
    <video
      className={styles.heroVideo}
      aria-label={label}
      poster={HERO_IMAGE_URL}
      preload="none"
      width={1600}
      height={900}
      controls
      muted
      loop
      playsInline
    >
      {sources.map((source) => (
        <source key={source.src} src={source.src} media={source.media} type={source.type} />
      ))}
    </video>
  );
}
