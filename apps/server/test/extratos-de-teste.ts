import { como, type Pessoa } from './factories.ts';
import type { TestApp } from './helpers.ts';
import { multipart } from './multipart.ts';

// Bank statements for the finance tests (issue 27): an OFX file in the shape Itaú and Banco do
// Brasil export (OFX 1.x SGML, windows-1252, leaf tags left open), and the upload that sends it.

export interface LinhaOfx {
  data: string;
  /** Reais, signed: credit positive. */
  valor: number;
  memo: string;
  fitid?: string;
}

const dt = (d: string) => d.replaceAll('-', '');

/** An SGML statement of account `acctid`, encoded in windows-1252 as the bank sends it. */
export function ofxDoBanco(acctid: string, linhas: LinhaOfx[], o: { banco?: string } = {}): Buffer {
  const datas = linhas.map((l) => l.data).sort();
  const transacoes = linhas
    .map(
      (l) => `<STMTTRN>
<TRNTYPE>${l.valor >= 0 ? 'CREDIT' : 'DEBIT'}
<DTPOSTED>${dt(l.data)}120000[-3:BRT]
<TRNAMT>${l.valor.toFixed(2)}
${l.fitid ? `<FITID>${l.fitid}\n` : ''}<MEMO>${l.memo}
</STMTTRN>`,
    )
    .join('\n');
  const texto = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<SIGNONMSGSRSV1>
<SONRS>
<STATUS>
<CODE>0
<SEVERITY>INFO
</STATUS>
<LANGUAGE>POR
</SONRS>
</SIGNONMSGSRSV1>
<BANKMSGSRSV1>
<STMTTRNRS>
<TRNUID>1
<STMTRS>
<CURDEF>BRL
<BANKACCTFROM>
<BANKID>${o.banco ?? '0341'}
<ACCTID>${acctid}
<ACCTTYPE>CHECKING
</BANKACCTFROM>
<BANKTRANLIST>
<DTSTART>${dt(datas[0] ?? '2026-11-01')}
<DTEND>${dt(datas.at(-1) ?? '2026-11-30')}
${transacoes}
</BANKTRANLIST>
</STMTRS>
</STMTTRNRS>
</BANKMSGSRSV1>
</OFX>
`;
  return Buffer.from(texto.replaceAll('\n', '\r\n'), 'latin1');
}

/** POST /api/contas/:uuid/extratos with the file in the field `arquivo`. */
export function enviarExtrato(
  t: TestApp,
  quem: Pessoa,
  empresa: { uuid: string },
  conta: string,
  dados: Buffer,
  nome = 'extrato.ofx',
) {
  const corpo = multipart({}, 'arquivo', { nome, tipo: 'application/x-ofx', dados });
  return t.app.inject({
    method: 'POST',
    url: `/api/contas/${conta}/extratos`,
    headers: { ...como(quem, empresa), 'content-type': corpo.contentType },
    payload: corpo.payload,
  });
}

/** One of everything a statement route reaches, in a company (the authorisation table's seed). */
export interface ExtratoSemente {
  conta: string;
  carteira: string;
  /** An open payable of R$ 150 due 2026-11-10. */
  pagamento: string;
  /** The pending line of R$ -150 on 2026-11-10 imported into `conta`. */
  linha: string;
}

export async function extratoComoSemente(
  t: TestApp,
  s: { dono: Pessoa; empresa: { uuid: string } },
): Promise<ExtratoSemente> {
  const criar = async (url: string, payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url, headers: como(s.dono, s.empresa), payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return (res.json() as { data: { uuid: string } }).data.uuid;
  };
  const conta = await criar('/api/contas', {
    nome: 'Conta do extrato',
    tipo: 'corrente',
    numero: '24680-1',
    saldo_inicial_em: '2026-01-01',
  });
  const carteira = await criar('/api/carteiras', { nome: 'Carteira do extrato' });
  const pagamento = await criar('/api/pagamentos', {
    tipo: 'pagar',
    descricao: 'Boleto do extrato',
    valor_rs: 150,
    vencimento: '2026-11-10',
  });
  const envio = await enviarExtrato(
    t,
    s.dono,
    s.empresa,
    conta,
    ofxDoBanco('24680-1', [{ data: '2026-11-10', valor: -150, memo: 'PAGAMENTO DE BOLETO', fitid: 'S1' }]),
  );
  if (envio.statusCode !== 201) throw new Error(`extrato: ${envio.statusCode} ${envio.body}`);
  const linhas = await t.app.inject({
    method: 'GET',
    url: `/api/contas/${conta}/extratos/linhas`,
    headers: como(s.dono, s.empresa),
  });
  const linha = (linhas.json() as { data: Array<{ uuid: string }> }).data[0]?.uuid ?? '';
  return { conta, carteira, pagamento, linha };
}
