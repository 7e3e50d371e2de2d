// CEP providers: each answers the same shape or says "not found"; anything else is a failure
// that lets the next provider try.

export interface EnderecoCep {
  cep: string;
  logradouro: string | null;
  bairro: string | null;
  cidade: string;
  uf: string;
  ibge: number | null;
}

type RespostaProvedor = { tipo: 'encontrado'; endereco: EnderecoCep } | { tipo: 'nao_encontrado' };

export interface ProvedorCep {
  nome: string;
  consultar(cep: string, signal: AbortSignal): Promise<RespostaProvedor>;
}

const texto = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

async function json(res: Response): Promise<Record<string, unknown>> {
  const body = (await res.json()) as unknown;
  if (!body || typeof body !== 'object') throw new Error('resposta inválida');
  return body as Record<string, unknown>;
}

/** BrasilAPI `GET /api/cep/v1/{cep}`: 404 when the CEP does not exist. */
export function brasilApi(base: string): ProvedorCep {
  return {
    nome: 'BrasilAPI',
    async consultar(cep, signal) {
      const res = await fetch(`${base}/${cep}`, { signal, headers: { accept: 'application/json' } });
      if (res.status === 404) return { tipo: 'nao_encontrado' };
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const b = await json(res);
      const cidade = texto(b.city);
      const uf = texto(b.state);
      if (!cidade || !uf) throw new Error('resposta sem cidade');
      return {
        tipo: 'encontrado',
        endereco: {
          cep,
          logradouro: texto(b.street),
          bairro: texto(b.neighborhood),
          cidade,
          uf: uf.toUpperCase(),
          ibge: null,
        },
      };
    },
  };
}

/** ViaCEP `GET /ws/{cep}/json/`: answers 200 with `{ "erro": true }` when the CEP does not exist. */
export function viaCep(base: string): ProvedorCep {
  return {
    nome: 'ViaCEP',
    async consultar(cep, signal) {
      const res = await fetch(`${base}/${cep}/json/`, { signal, headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const b = await json(res);
      if (b.erro === true || b.erro === 'true') return { tipo: 'nao_encontrado' };
      const cidade = texto(b.localidade);
      const uf = texto(b.uf);
      if (!cidade || !uf) throw new Error('resposta sem cidade');
      const ibge = Number(b.ibge);
      return {
        tipo: 'encontrado',
        endereco: {
          cep,
          logradouro: texto(b.logradouro),
          bairro: texto(b.bairro),
          cidade,
          uf: uf.toUpperCase(),
          ibge: Number.isInteger(ibge) ? ibge : null,
        },
      };
    },
  };
}
