import type { ReactNode } from 'react';
import { useAppStore } from '../stores/app-store.ts';
import { ListEmpty } from './list-states.tsx';

/**
 * The "select a company" guard of pages whose data belong to a company (plants, invoices, units):
 * without a selected company they say so, with what the page holds and where to pick one.
 */
export function ExigeEmpresa(props: { icone: ReactNode; descricao: string; children: ReactNode }) {
  const selecionada = useAppStore((s) => s.company.selected !== null);
  if (!selecionada)
    return <ListEmpty icon={props.icone} title="Selecione uma empresa" description={props.descricao} />;
  return props.children;
}
