/** The part of the `qrcode` package the two-factor screen uses (the package ships no types). */
declare module 'qrcode' {
  export function toDataURL(text: string, options?: { margin?: number; width?: number }): Promise<string>;
}
