/** The part of the `qrcode` package the two-factor screen uses (the package ships no types). */
declare module 'qrcode' {
  /** The QR symbol of `text`: a square of `size` modules, `data[row * size + col]` truthy when dark. */
  export function create(text: string): { modules: { size: number; data: ArrayLike<number | boolean> } };
}
