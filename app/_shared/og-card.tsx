import { ImageResponse } from 'next/og';

export const OG_SIZE = { width: 1200, height: 630 };

/** The shop's link-preview card: brand, a headline and a line under it, on the brand colour. */
export function ogCard({ brand, headline, detail }: { brand: string; headline: string; detail?: string }): ImageResponse {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: 72,
          background: 'linear-gradient(135deg, #07533b, #0b6e4f)',
          color: '#ffffff',
        }}
      >
        <div style={{ fontSize: 44, fontWeight: 800, color: '#f2a900' }}>{brand}</div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          <div style={{ fontSize: headline.length > 60 ? 56 : 72, fontWeight: 800, lineHeight: 1.1 }}>{headline}</div>
          {detail && <div style={{ fontSize: 36, opacity: 0.9 }}>{detail}</div>}
        </div>
      </div>
    ),
    OG_SIZE,
  );
}
