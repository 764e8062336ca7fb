/** The QR code of a UPI link as an SVG data URL; the QR library loads only when a payment is shown. */
export async function upiQrCode(uri: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
