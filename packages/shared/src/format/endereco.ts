import { semAcentos } from './texto.ts';

export interface CidadeRef {
  nome?: string | null;
  uuid?: string | null;
}

export interface EnderecoFormatavel {
  logradouro?: string | null;
  numero?: string | number | null;
  complemento?: string | null;
  bairro?: { nome?: string | null; cidade?: CidadeRef | null } | string | null;
  cidade?: CidadeRef | null;
}

function mesmaCidade(a: CidadeRef, b: CidadeRef | string): boolean {
  if (typeof b === 'string') return semAcentos(a.nome).trim() === semAcentos(b).trim();
  if (a.uuid && b.uuid) return a.uuid === b.uuid;
  return semAcentos(a.nome).trim() === semAcentos(b.nome).trim();
}

/**
 * Street, number and neighbourhood, plus the city when it differs from the selected company's
 * city (spec §5): 'Rua das Flores, 123, Centro' or 'Rua das Flores, 123, Centro, Campinas'.
 */
export function formatEndereco(
  endereco: EnderecoFormatavel | null | undefined,
  cidadeAtual?: CidadeRef | string | null,
): string {
  if (!endereco) return '';
  const bairro = typeof endereco.bairro === 'string' ? { nome: endereco.bairro } : endereco.bairro;
  const cidade = endereco.cidade ?? bairro?.cidade ?? null;
  const partes = [endereco.logradouro, endereco.numero, bairro?.nome]
    .map((p) => (p === null || p === undefined ? '' : String(p).trim()))
    .filter(Boolean);
  const nomeCidade = cidade?.nome?.trim();
  if (nomeCidade && (!cidadeAtual || !mesmaCidade(cidade as CidadeRef, cidadeAtual))) partes.push(nomeCidade);
  return partes.join(', ');
}
