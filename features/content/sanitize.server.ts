import 'server-only';
import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * CMS HTML is sanitised before it is shown; embedded frames are allowed
 * (browsing spec §3 "Info page"). Runs on the server only: pages render the
 * result as static HTML, so no sanitiser ships to the browser.
 */
type Purifier = ReturnType<typeof createDOMPurify>;

let purifier: Purifier | undefined;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  // One window per process: building a jsdom window is the expensive part.
  const instance = createDOMPurify(new JSDOM('').window as unknown as WindowLike);
  instance.addHook('uponSanitizeElement', (node, data) => {
    // A frame may only embed an https page (video, map); anything else is dropped with it.
    if (data.tagName === 'iframe' && !/^https:\/\//i.test((node as Element).getAttribute('src') ?? '')) {
      node.parentNode?.removeChild(node);
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    // Links that open a new tab must not hand the opener to the other site.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allowfullscreen', 'frameborder', 'target'],
    // Forms and styles in CMS text would be someone else's form and layout on our page.
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
    FORBID_ATTR: ['style', 'srcdoc'],
  });
}
