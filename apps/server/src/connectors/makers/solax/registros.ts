import { ErroPortal } from '../types.ts';

// The SolaX token API has no plant list (docs/fabricantes/solax-cloud.md): the wizard's multi-line
// `usinas` field carries them, one plant per line, written by the integrator:
//
//   Galpão Central: SR8BVQYEHR, SR3KD8QW2T
//   SXA1B2C3D4
//
// An optional name before the last colon, then the registration numbers of the plant's Wi-Fi/LAN/4G
// dongles (one per inverter, not the inverter serial) separated by commas, semicolons or spaces.
// The plant's id is its FIRST registration number: stable when inverters are appended to the line,
// short enough for the import route (80 characters), unique because a dongle is in one plant only.

export interface UsinaSolax {
  /** The first registration number of the line. */
  id: string;
  nome: string;
  registros: string[];
}

/** Registration numbers are letters and digits (10 on every dongle seen; not enforced). */
const REGISTRO = /^[A-Z0-9]{1,32}$/;

const errado = (mensagem: string) => new ErroPortal('credenciais', mensagem);

/** The plants typed in the wizard; a line that cannot be read is a credentials error, said plainly. */
export function lerUsinas(texto: string | undefined): UsinaSolax[] {
  const usinas: UsinaSolax[] = [];
  const vistos = new Map<string, number>();
  const linhas = (texto ?? '').split(/\r?\n|\r/);
  linhas.forEach((bruta, n) => {
    const linha = bruta.trim();
    if (!linha || linha.startsWith('#')) return;
    const dois = linha.lastIndexOf(':');
    const nome = dois >= 0 ? linha.slice(0, dois).trim() : '';
    const registros = (dois >= 0 ? linha.slice(dois + 1) : linha)
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((r) => r.toUpperCase());
    if (registros.length === 0)
      throw errado(`Linha ${n + 1} das usinas SolaX sem número de registro: "${linha}"`);
    for (const r of registros) {
      if (!REGISTRO.test(r))
        throw errado(
          `Número de registro SolaX inválido na linha ${n + 1}: "${r}" (use só letras e números, como SR8BVQYEHR)`,
        );
      const antes = vistos.get(r);
      if (antes !== undefined)
        throw errado(
          `O número de registro ${r} aparece mais de uma vez (linhas ${antes + 1} e ${n + 1}); cada módulo pertence a uma usina só`,
        );
      vistos.set(r, n);
    }
    const id = registros[0] as string;
    usinas.push({ id, nome: nome || `SolaX ${id}`, registros });
  });
  if (usinas.length === 0)
    throw errado(
      'Informe as usinas SolaX: uma por linha, com os números de registro dos módulos Wi-Fi/LAN dos inversores',
    );
  return usinas;
}
