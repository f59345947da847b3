import { useEffect, useRef } from 'react';
import { sandboxedFrameHtml } from '../../../../lib/security/trusted-types';

interface SandboxedHtmlFrameProps {
  title: string;
  html: string;
  className?: string;
}

/**
 * A frame showing `html` with no scripts and no access to this page (sandbox without tokens).
 * srcdoc is set on the element, not rendered as a prop: the page requires Trusted Types (ADR 039),
 * and React would turn the TrustedHTML back into a string the browser refuses.
 */
export function SandboxedHtmlFrame({ title, html, className }: SandboxedHtmlFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (frame.current) frame.current.srcdoc = sandboxedFrameHtml(html);
  }, [html]);
  return <iframe ref={frame} title={title} sandbox="" className={className} />;
}
