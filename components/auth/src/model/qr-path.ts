/**
 * The dark modules of a QR symbol as one SVG path (a unit square per module, offset by a quiet zone
 * of `margin` modules): the code is drawn as SVG in the page, never as a `data:` image a strict
 * Content-Security-Policy would block.
 */
export function qrPath(modules: { size: number; data: ArrayLike<number | boolean> }, margin = 1): string {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.data[row * modules.size + col]) parts.push(`M${col + margin} ${row + margin}h1v1h-1z`);
  return parts.join('');
}
