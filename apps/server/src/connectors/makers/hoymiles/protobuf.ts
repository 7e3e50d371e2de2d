// A minimal protobuf wire-format reader for the S-Miles Cloud charts, which answer in binary
// protobuf without a published schema (docs/fabricantes/hoymiles-s-miles.md). Only what the wire
// says: varint (0), fixed64 (1), length-delimited (2) and fixed32 (5); groups (3, 4) are refused.

/** The bytes are not a protobuf message (truncated, a group, a varint past 64 bits). */
export class ProtobufInvalido extends Error {}

export type Campo =
  | { numero: number; tipo: 0; valor: bigint }
  | { numero: number; tipo: 1; valor: Uint8Array }
  | { numero: number; tipo: 2; valor: Uint8Array }
  | { numero: number; tipo: 5; valor: Uint8Array };

/** A base-128 varint at `pos`: its value and the position after it. */
export function lerVarint(b: Uint8Array, pos: number): { valor: bigint; pos: number } {
  let valor = 0n;
  for (let i = 0; i < 10; i++) {
    const byte = b[pos + i];
    if (byte === undefined) throw new ProtobufInvalido(`varint truncado em ${pos}`);
    valor |= BigInt(byte & 0x7f) << BigInt(7 * i);
    if ((byte & 0x80) === 0) return { valor, pos: pos + i + 1 };
  }
  throw new ProtobufInvalido(`varint com mais de 10 bytes em ${pos}`);
}

/** Every field of one message, in wire order; repeated fields appear once per occurrence. */
export function lerMensagem(b: Uint8Array): Campo[] {
  const campos: Campo[] = [];
  let pos = 0;
  while (pos < b.length) {
    const chave = lerVarint(b, pos);
    pos = chave.pos;
    const numero = Number(chave.valor >> 3n);
    const tipo = Number(chave.valor & 7n);
    if (numero < 1) throw new ProtobufInvalido(`campo ${numero} inválido`);
    const fatia = (n: number) => {
      if (pos + n > b.length) throw new ProtobufInvalido(`campo ${numero} passa do fim`);
      const v = b.subarray(pos, pos + n);
      pos += n;
      return v;
    };
    if (tipo === 0) {
      const v = lerVarint(b, pos);
      pos = v.pos;
      campos.push({ numero, tipo, valor: v.valor });
    } else if (tipo === 1) {
      campos.push({ numero, tipo, valor: fatia(8) });
    } else if (tipo === 2) {
      const n = lerVarint(b, pos);
      pos = n.pos;
      campos.push({ numero, tipo, valor: fatia(Number(n.valor)) });
    } else if (tipo === 5) {
      campos.push({ numero, tipo, valor: fatia(4) });
    } else {
      throw new ProtobufInvalido(`tipo de fio ${tipo} no campo ${numero}`);
    }
  }
  return campos;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function texto(b: Uint8Array): string {
  try {
    return utf8.decode(b);
  } catch {
    throw new ProtobufInvalido('texto que não é UTF-8');
  }
}

/** Little-endian float32 values, whether packed (one length-delimited field) or one per field. */
export function floats(campos: Campo[], numero: number): number[] {
  const valores: number[] = [];
  for (const c of campos) {
    if (c.numero !== numero) continue;
    if (c.tipo !== 2 && c.tipo !== 5) throw new ProtobufInvalido(`campo ${numero} não é float`);
    if (c.valor.length % 4 !== 0) throw new ProtobufInvalido(`campo ${numero} com ${c.valor.length} bytes`);
    const v = new DataView(c.valor.buffer, c.valor.byteOffset, c.valor.byteLength);
    for (let i = 0; i < c.valor.length; i += 4) valores.push(v.getFloat32(i, true));
  }
  return valores;
}

export interface Serie {
  nome: string;
  valores: number[];
}

/**
 * The cloud's chart message, as two clients decode it (a Rust client's schema for
 * count_power_by_day; a German client's reader of count_eq_by_day_of_month): field 1 repeated
 * labels, field 2 series {1 name, 2 packed float32}, field 3 the date asked.
 */
export interface Grafico {
  rotulos: string[];
  series: Serie[];
  data: string | null;
}

export function lerGrafico(b: Uint8Array): Grafico {
  const g: Grafico = { rotulos: [], series: [], data: null };
  for (const c of lerMensagem(b)) {
    if (c.tipo !== 2) continue;
    if (c.numero === 1) g.rotulos.push(texto(c.valor));
    else if (c.numero === 3) g.data = texto(c.valor);
    else if (c.numero === 2) {
      const sub = lerMensagem(c.valor);
      const nome = sub.find((s) => s.numero === 1 && s.tipo === 2);
      g.series.push({ nome: nome ? texto(nome.valor as Uint8Array) : '', valores: floats(sub, 2) });
    }
  }
  return g;
}
