/**
 * Applies a mask like '000.000.000-00' progressively: each '0' takes the next character; the
 * separators appear only once a character follows them, so partial input formats as it is typed.
 */
export function aplicarMascara(valor: string, mascara: string): string {
  let out = '';
  let i = 0;
  for (const m of mascara) {
    if (i >= valor.length) break;
    if (m === '0') {
      out += valor[i];
      i += 1;
    } else {
      out += m;
    }
  }
  return out;
}
