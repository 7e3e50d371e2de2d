import { describe, expect, it } from 'vitest';
import { centavosOfx, lerOfx, outraConta } from './financeiro.ofx.ts';

// Files in the shapes Brazilian banks export, written here: Itaú and Banco do Brasil send OFX 1.x
// SGML in windows-1252 with leaf tags left open; Nubank sends OFX 2.x XML in UTF-8.

const win1252 = (s: string) => Buffer.from(s, 'latin1');

const ITAU = `OFXHEADER:100
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
<DTSERVER>20261130120000[-03:EST]
<LANGUAGE>POR
</SONRS>
</SIGNONMSGSRSV1>
<BANKMSGSRSV1>
<STMTTRNRS>
<TRNUID>1001
<STATUS>
<CODE>0
<SEVERITY>INFO
</STATUS>
<STMTRS>
<CURDEF>BRL
<BANKACCTFROM>
<BANKID>0341
<ACCTID>1234567890
<ACCTTYPE>CHECKING
</BANKACCTFROM>
<BANKTRANLIST>
<DTSTART>20261101
<DTEND>20261130
<STMTTRN>
<TRNTYPE>CREDIT
<DTPOSTED>20261105120000[-3:BRT]
<TRNAMT>10000.00
<FITID>20261105001
<CHECKNUM>001
<MEMO>PIX RECEBIDO JOÃO DA SILVA
</STMTTRN>
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20261110
<TRNAMT>-150.00
<FITID>20261110002
<MEMO>PAGAMENTO DE BOLETO
</STMTTRN>
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20261115000000[-3:BRT]
<TRNAMT>-12.90
<FITID>20261115003
<MEMO>TARIFA BANCÁRIA &amp; MANUTENÇÃO
</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL>
<BALAMT>9837.10
<DTASOF>20261130
</LEDGERBAL>
</STMTRS>
</STMTTRNRS>
</BANKMSGSRSV1>
</OFX>
`;

// Banco do Brasil: comma decimals, a FITID repeated for two lines of the same document, and lines
// without FITID (two identical ones).
const BB = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE
<OFX>
<BANKMSGSRSV1>
<STMTTRNRS>
<STMTRS>
<CURDEF>BRL
<BANKACCTFROM>
<BANKID>001
<BRANCHID>1234-5
<ACCTID>98765-4
<ACCTTYPE>CHECKING
</BANKACCTFROM>
<BANKTRANLIST>
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20261103
<TRNAMT>-1.500,00
<FITID>123456
<NAME>Aluguel
<MEMO>PAGTO ALUGUEL NOVEMBRO
</STMTTRN>
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20261103
<TRNAMT>-300,00
<FITID>123456
<MEMO>TARIFA PACOTE SERVIÇOS
</STMTTRN>
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20261104
<TRNAMT>-5,00
<MEMO>TARIFA PIX
</STMTTRN>
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20261104
<TRNAMT>-5,00
<MEMO>TARIFA PIX
</STMTTRN>
</BANKTRANLIST>
</STMTRS>
</STMTTRNRS>
</BANKMSGSRSV1>
</OFX>
`;

const NUBANK = `<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
  <BANKMSGSRSV1>
    <STMTTRNRS>
      <STMTRS>
        <CURDEF>BRL</CURDEF>
        <BANKACCTFROM>
          <BANKID>0260</BANKID>
          <ACCTID>7654321-0</ACCTID>
          <ACCTTYPE>CHECKING</ACCTTYPE>
        </BANKACCTFROM>
        <BANKTRANLIST>
          <DTSTART>20261101000000[-3:BRT]</DTSTART>
          <DTEND>20261130000000[-3:BRT]</DTEND>
          <STMTTRN>
            <TRNTYPE>CREDIT</TRNTYPE>
            <DTPOSTED>20261120000000[-3:BRT]</DTPOSTED>
            <TRNAMT>2500.50</TRNAMT>
            <FITID>6734a1b2-3c4d-4e5f-8a9b-0c1d2e3f4a5b</FITID>
            <MEMO>Transferência recebida - Maria Conceição</MEMO>
          </STMTTRN>
          <STMTTRN>
            <TRNTYPE>DEBIT</TRNTYPE>
            <DTPOSTED>20261121000000[-3:BRT]</DTPOSTED>
            <TRNAMT>-89.90</TRNAMT>
            <FITID>6734a1b2-3c4d-4e5f-8a9b-0c1d2e3f4a5c</FITID>
            <MEMO></MEMO>
            <NAME>Compra no débito - Posto Ipiranga</NAME>
          </STMTTRN>
        </BANKTRANLIST>
        <LEDGERBAL>
          <BALAMT>2410.60</BALAMT>
          <DTASOF>20261130000000[-3:BRT]</DTASOF>
        </LEDGERBAL>
      </STMTRS>
    </STMTTRNRS>
  </BANKMSGSRSV1>
</OFX>
`;

describe('leitura de extratos OFX', () => {
  it('lê o SGML do Itaú em windows-1252, com acentos, datas com fuso e tags sem fechamento', () => {
    const e = lerOfx(win1252(ITAU));
    expect(e).toMatchObject({
      banco: '0341',
      conta: '1234567890',
      inicio: '2026-11-01',
      fim: '2026-11-30',
      saldoCentavos: 983_710,
    });
    expect(e.transacoes).toEqual([
      {
        fitid: '20261105001',
        data: '2026-11-05',
        valorCentavos: 1_000_000,
        descricao: 'PIX RECEBIDO JOÃO DA SILVA',
        tipo: 'CREDIT',
      },
      {
        fitid: '20261110002',
        data: '2026-11-10',
        valorCentavos: -15_000,
        descricao: 'PAGAMENTO DE BOLETO',
        tipo: 'DEBIT',
      },
      {
        fitid: '20261115003',
        data: '2026-11-15',
        valorCentavos: -1_290,
        descricao: 'TARIFA BANCÁRIA & MANUTENÇÃO',
        tipo: 'DEBIT',
      },
    ]);
  });

  it('o mesmo texto em UTF-8, mesmo declarando CHARSET:1252, mantém os acentos', () => {
    const e = lerOfx(Buffer.from(ITAU, 'utf8'));
    expect(e.transacoes[2]?.descricao).toBe('TARIFA BANCÁRIA & MANUTENÇÃO');
  });

  it('Banco do Brasil: vírgula decimal, FITID repetido e linhas sem FITID ganham ids estáveis e distintos', () => {
    const e = lerOfx(win1252(BB));
    expect(e.banco).toBe('001');
    expect(e.conta).toBe('98765-4');
    // No BANKTRANLIST period: the lines' first and last dates.
    expect([e.inicio, e.fim]).toEqual(['2026-11-03', '2026-11-04']);
    expect(e.saldoCentavos).toBeNull();
    expect(e.transacoes.map((t) => [t.valorCentavos, t.descricao])).toEqual([
      [-150_000, 'PAGTO ALUGUEL NOVEMBRO'],
      [-30_000, 'TARIFA PACOTE SERVIÇOS'],
      [-500, 'TARIFA PIX'],
      [-500, 'TARIFA PIX'],
    ]);
    const ids = e.transacoes.map((t) => t.fitid);
    expect(ids[0]).toBe('123456');
    expect(ids[1]).toBe('123456#2');
    expect(new Set(ids).size).toBe(4);
    // Read again: the same ids.
    expect(lerOfx(win1252(BB)).transacoes.map((t) => t.fitid)).toEqual(ids);
    // A file with only the last line: it is the first "TARIFA PIX" of that day, so it matches the first one.
    const so = BB.replace(/<STMTTRN>[\s\S]*?<\/STMTTRN>\n/, '')
      .replace(/<STMTTRN>[\s\S]*?<\/STMTTRN>\n/, '')
      .replace(/<STMTTRN>[\s\S]*?<\/STMTTRN>\n/, '');
    expect(lerOfx(win1252(so)).transacoes.map((t) => t.fitid)).toEqual([ids[2]]);
  });

  it('lê o XML (OFX 2) do Nubank; sem MEMO, usa NAME', () => {
    const e = lerOfx(Buffer.from(NUBANK, 'utf8'));
    expect(e).toMatchObject({
      banco: '0260',
      conta: '7654321-0',
      inicio: '2026-11-01',
      fim: '2026-11-30',
      saldoCentavos: 241_060,
    });
    expect(e.transacoes.map((t) => [t.data, t.valorCentavos, t.descricao])).toEqual([
      ['2026-11-20', 250_050, 'Transferência recebida - Maria Conceição'],
      ['2026-11-21', -8_990, 'Compra no débito - Posto Ipiranga'],
    ]);
  });

  it('recusa o que não é extrato OFX com a mensagem em português', () => {
    const recusa = {
      errors: [{ field: 'arquivo', rule: 'ofx', message: 'O arquivo não é um extrato OFX válido' }],
    };
    for (const lixo of [
      'Data;Valor\r\n01/11/2026;10,00',
      '%PDF-1.4\n%%EOF',
      '<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>',
      ITAU.replace('<TRNAMT>-150.00', '<TRNAMT>cento e cinquenta'),
      ITAU.replace('<DTPOSTED>20261110', '<DTPOSTED>20261340'),
    ])
      expect(() => lerOfx(Buffer.from(lixo))).toThrow(expect.objectContaining(recusa));
  });

  it('valores com ponto, vírgula, sinal e milhares', () => {
    expect(['-150.00', '-150,00', '+1234.5', '1.234,56', '1,234.56', '.5', '12'].map(centavosOfx)).toEqual([
      -15_000, -15_000, 123_450, 123_456, 123_456, 50, 1_200,
    ]);
    expect(centavosOfx('12a')).toBeNull();
  });

  it('a conta do arquivo só é outra quando nenhum número contém o outro (zeros à esquerda e dígito não contam)', () => {
    expect(outraConta('98765-4', '98765-4')).toBe(false);
    expect(outraConta('0000987654', '98765-4')).toBe(false);
    expect(outraConta('98765', '98765-4')).toBe(false);
    expect(outraConta('1234567890', '98765-4')).toBe(true);
    expect(outraConta(null, '98765-4')).toBe(false);
    expect(outraConta('98765-4', null)).toBe(false);
  });
});
