import { z } from 'zod';

// pt-BR messages for every zod check, shared so that forms and the API speak alike. zod's own
// "pt" locale is European Portuguese ("Demasiado grande"); spec §5 wants "Preencha este campo".

export const MENSAGEM_OBRIGATORIO = 'Preencha este campo';

type Issue = z.core.$ZodRawIssue;

const formatos: Record<string, string> = {
  email: 'Informe um e-mail válido',
  url: 'Informe um endereço (URL) válido',
  uuid: 'Identificador inválido',
  date: 'Informe uma data válida',
  datetime: 'Informe uma data e hora válidas',
  time: 'Informe um horário válido',
  regex: 'Formato inválido',
};

function unidade(origin: string | undefined, n: number | bigint): string {
  const plural = Number(n) === 1 ? '' : 's';
  if (origin === 'string') return `caractere${plural}`;
  if (origin === 'array' || origin === 'set') return `ite${Number(n) === 1 ? 'm' : 'ns'}`;
  if (origin === 'file') return 'bytes';
  return '';
}

function mensagemZod(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return MENSAGEM_OBRIGATORIO;
      if (issue.expected === 'number' || issue.expected === 'int') return 'Informe um número válido';
      if (issue.expected === 'date') return 'Informe uma data válida';
      if (issue.expected === 'boolean') return 'Informe sim ou não';
      return 'Valor inválido';
    case 'too_small': {
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return MENSAGEM_OBRIGATORIO;
      const u = unidade(issue.origin, issue.minimum);
      if (u) return `Informe no mínimo ${issue.minimum} ${u}`;
      return `O valor deve ser ${issue.inclusive === false ? 'maior que' : 'no mínimo'} ${issue.minimum}`;
    }
    case 'too_big': {
      const u = unidade(issue.origin, issue.maximum);
      if (u) return `Informe no máximo ${issue.maximum} ${u}`;
      return `O valor deve ser ${issue.inclusive === false ? 'menor que' : 'no máximo'} ${issue.maximum}`;
    }
    case 'invalid_format':
      return formatos[issue.format] ?? 'Formato inválido';
    case 'invalid_value':
      return 'Selecione uma opção válida';
    case 'not_multiple_of':
      return `O valor deve ser múltiplo de ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Campo${issue.keys.length === 1 ? '' : 's'} não permitido${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
    default:
      return 'Valor inválido';
  }
}

/** Short, stable rule name for the 422 `errors[].rule` field. */
export function regraZod(issue: {
  code: string;
  input?: unknown;
  format?: string;
  params?: Record<string, unknown>;
}): string {
  if (typeof issue.params?.rule === 'string') return issue.params.rule;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : 'type';
    case 'too_small':
      return issue.input === '' || issue.input === undefined ? 'required' : 'min';
    case 'too_big':
      return 'max';
    case 'invalid_format':
      return issue.format ?? 'format';
    case 'invalid_value':
      return 'enum';
    case 'unrecognized_keys':
      return 'unknown';
    default:
      return issue.code;
  }
}

let configurado = false;
/** Installs the pt-BR messages as zod's global error map (idempotent). */
export function configurarZodPtBr(): void {
  if (configurado) return;
  z.config({ customError: (issue) => mensagemZod(issue as Issue) });
  configurado = true;
}
