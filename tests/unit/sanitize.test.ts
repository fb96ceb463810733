import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/features/content/sanitize.server';

describe('sanitising CMS HTML (browsing spec §3)', () => {
  it('keeps ordinary text markup', () => {
    const html = '<h3>Bagage</h3><p>Op til <strong>8 kg</strong> – <a href="/da/info/faq">se FAQ</a>.</p><ul><li>Pas</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('strips scripts and event handlers', () => {
    const out = sanitizeHtml('<p onclick="steal()">Hej<script>alert(1)</script></p><img src="x.png" onerror="alert(2)" alt="">');
    expect(out).not.toMatch(/script|onerror|onclick|alert/);
    expect(out).toContain('<p>Hej</p>');
    expect(out).toContain('<img src="x.png" alt="">');
  });

  it('drops javascript: links and frames with srcdoc', () => {
    const out = sanitizeHtml('<a href="javascript:alert(1)">klik</a><iframe src="https://example.com" srcdoc="<script>x()</script>"></iframe>');
    expect(out).not.toMatch(/javascript|srcdoc|x\(\)/);
  });

  it('keeps an embedded https frame with allowfullscreen and frameborder', () => {
    const frame = '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" frameborder="0" allowfullscreen=""></iframe>';
    expect(sanitizeHtml(`<p>Se videoen</p>${frame}`)).toBe(`<p>Se videoen</p>${frame}`);
  });

  it('drops a frame that does not embed an https page', () => {
    expect(sanitizeHtml('<iframe src="javascript:alert(1)"></iframe><iframe src="http://example.com"></iframe><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('removes forms and inline styles, and guards links that open a new tab', () => {
    const out = sanitizeHtml('<form action="https://evil.example"><input name="card"></form><p style="color:red"><a href="https://x.dk" target="_blank">x</a></p>');
    expect(out).toBe('<p><a href="https://x.dk" target="_blank" rel="noopener noreferrer">x</a></p>');
  });
});
