import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/** A server component tree made renderable in the DOM: each async component awaited, as the server renders it. */
export async function resolved(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolved));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ children?: ReactNode }>;
  if (typeof element.type === 'function' && element.type.constructor.name === 'AsyncFunction') {
    return resolved(await (element.type as (props: unknown) => Promise<ReactNode>)(element.props));
  }
  if (element.props.children === undefined) return element;
  return cloneElement(element, undefined, await resolved(element.props.children));
}
