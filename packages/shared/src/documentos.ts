import { cnpjValido } from './empresas/empresas.schema.ts';

/** CPF check digits (Receita Federal's modulo-11 rule); repeated digits are refused. */
export function cpfValido(valor: string): boolean {
  const d = valor.replace(/\D/g, '');
  if (!/^\d{11}$/.test(d) || /^(\d)\1{10}$/.test(d)) return false;
  const dv = (n: number) => {
    let soma = 0;
    for (let i = 0; i < n; i++) soma += Number(d[i]) * (n + 1 - i);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return dv(9) === Number(d[9]) && dv(10) === Number(d[10]);
}

export { cnpjValido };
