import qrcode from 'qrcode-generator';
import { useId, useMemo } from 'react';

/** The dark modules of `value`'s QR code as one SVG path, with a 4-module quiet zone. */
export function qrPath(value: string): { path: string; size: number } {
  const qr = qrcode(0, 'M');
  qr.addData(value, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.isDark(row, col)) path += `M${col + 4} ${row + 4}h1v1h-1z`;
    }
  }
  return { path, size: count + 8 };
}

/**
 * A QR code of `value`, drawn as SVG (no image request, sharp in print). Screen readers hear
 * `label`, which says what scanning it opens.
 */
export function QrCode({
  value,
  label,
  className = '',
}: {
  value: string;
  label: string;
  className?: string;
}) {
  const titleId = useId();
  const { path, size } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={`bg-white text-black ${className}`}
    >
      <title id={titleId}>{label}</title>
      <path d={path} fill="currentColor" />
    </svg>
  );
}
