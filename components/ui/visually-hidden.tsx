/**
 * VisuallyHidden: text for screen readers only (labels of icon buttons,
 * spinner announcements). Its hiding styles are inline, so it works before
 * any stylesheet has loaded; `asChild` hides the one element it is given
 * instead of wrapping it in a span.
 *
 * Ten lines of styles, on every page: written here rather than taken from
 * @radix-ui/react-visually-hidden, whose primitive and slot cost every
 * page's first load about 8 kB.
 */
import { cloneElement, isValidElement, type CSSProperties, type HTMLAttributes } from 'react';

const HIDDEN: CSSProperties = {
  position: 'absolute',
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
};

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement> & { asChild?: boolean };

export function VisuallyHidden({ asChild, style, children, ...props }: VisuallyHiddenProps) {
  if (asChild && isValidElement<HTMLAttributes<HTMLElement>>(children)) {
    return cloneElement(children, { ...props, style: { ...HIDDEN, ...children.props.style, ...style } });
  }
  return (
    <span {...props} style={{ ...HIDDEN, ...style }}>
      {children}
    </span>
  );
}
