// The kept CSVs: comma-separated, a header line, quotes only around fields that need them.

export const COLUNAS_INVERSORES = [
  'nome_cec',
  'fabricante',
  'modelo',
  'potencia_ac_w',
  'potencia_dc_w',
  'tensao_ac_v',
  'tensao_dc_max_v',
  'corrente_dc_max_a',
  'mppt_min_v',
  'mppt_max_v',
  'data_cec',
  'versao',
] as const;

export const COLUNAS_MODULOS = [
  'nome_cec',
  'fabricante',
  'modelo',
  'tecnologia',
  'bifacial',
  'potencia_stc_w',
  'area_m2',
  'comprimento_m',
  'largura_m',
  'celulas',
  'eficiencia_pct',
  'voc_v',
  'isc_a',
  'vmp_v',
  'imp_a',
  'coef_temp_pmax_pct',
  'coef_temp_voc_pct',
  'data_cec',
  'versao',
] as const;

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks); blank lines skipped. */
export function lerCsv(texto: string): string[][] {
  const registros: string[][] = [];
  let campo = '';
  let registro: string[] = [];
  let aspas = false;
  for (let i = 0; i < texto.length; i++) {
    const c = texto[i];
    if (aspas) {
      if (c === '"' && texto[i + 1] === '"') {
        campo += '"';
        i++;
      } else if (c === '"') aspas = false;
      else campo += c;
    } else if (c === '"') aspas = true;
    else if (c === ',') {
      registro.push(campo);
      campo = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && texto[i + 1] === '\n') i++;
      registro.push(campo);
      if (registro.length > 1 || registro[0] !== '') registros.push(registro);
      registro = [];
      campo = '';
    } else campo += c;
  }
  if (campo !== '' || registro.length > 0) {
    registro.push(campo);
    registros.push(registro);
  }
  return registros;
}
