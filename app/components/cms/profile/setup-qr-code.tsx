/** What a screen reader announces for the code; the key beside it stays as text for typing. */
export const SETUP_QR_LABEL = "QR code of the setup address: scan it with your authenticator app";

/** The two-step setup address as a QR code: `svg` is the server's own markup, never user input. */
export function SetupQrCode({ svg }: { svg: string }) {
  return (
    <div
      role="img"
      aria-label={SETUP_QR_LABEL}
      data-testid="two-step-qr"
      className="size-44 shrink-0 rounded-lg border border-slate-200 bg-white p-1 [&>svg]:block [&>svg]:size-full"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-made SVG of the otpauth address
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
