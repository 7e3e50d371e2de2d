import { Box, Button, Input, InputGroup, Wrap } from '@chakra-ui/react';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SelectFiltro } from '../../../components/select-filtro.tsx';
import { type FiltrosQuadro, type Prazo, useClassificacoes, useFuncionarios, useUsinas } from '../api.ts';
import { BuscaCliente } from './busca-cliente.tsx';

const PRAZOS: ReadonlyArray<readonly [Prazo, string]> = [
  ['vencido', 'Vencidos'],
  ['hoje', 'Vencem hoje'],
  ['semana', 'Vencem nesta semana'],
  ['sem_prazo', 'Sem prazo'],
];

/** Typing waits this long before the board asks again. */
const ESPERA_BUSCA_MS = 300;

/** The board's filters: who, label, plant, customer, due date and a search by number or title. */
export function QuadroFiltros(props: {
  filtros: FiltrosQuadro;
  nomeDoCliente: string;
  filtrando: boolean;
  onChange(f: Partial<FiltrosQuadro> & { cliente_nome?: string }): void;
  onLimpar(): void;
}) {
  const { filtros } = props;
  const funcionarios = useFuncionarios();
  const classificacoes = useClassificacoes();
  const usinas = useUsinas();
  const [busca, setBusca] = useState(filtros.search);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;

  // The URL is the truth: clearing the filters (or going back) empties the box too.
  useEffect(() => setBusca(filtros.search), [filtros.search]);
  useEffect(() => {
    if (busca === filtros.search) return;
    const t = setTimeout(() => onChange.current({ search: busca }), ESPERA_BUSCA_MS);
    return () => clearTimeout(t);
  }, [busca, filtros.search]);

  return (
    <Wrap gap="2" align="center" role="search" aria-label="Filtros do quadro">
      <InputGroup startElement={<Search size={14} />} maxW={{ base: 'full', md: '64' }}>
        <Input
          size="sm"
          value={busca}
          onChange={(e) => setBusca(e.target.value)}
          placeholder="Buscar por número ou título"
          aria-label="Buscar cartões"
        />
      </InputGroup>
      <Box w={{ base: 'full', sm: '52' }}>
        <SelectFiltro
          rotulo="Responsável"
          todos="Todos os responsáveis"
          value={filtros.responsavel}
          onChange={(v) => props.onChange({ responsavel: v })}
          opcoes={[
            ['nenhum', 'Sem responsável'] as const,
            ...(funcionarios.data?.data.map((f) => [f.uuid, f.nome] as const) ?? []),
          ]}
        />
      </Box>
      <Box w={{ base: 'full', sm: '44' }}>
        <SelectFiltro
          rotulo="Etiqueta"
          todos="Todas as etiquetas"
          value={filtros.classificacao}
          onChange={(v) => props.onChange({ classificacao: v })}
          opcoes={classificacoes.data?.data.map((c) => [c.uuid, c.nome] as const)}
        />
      </Box>
      <Box w={{ base: 'full', sm: '48' }}>
        <SelectFiltro
          rotulo="Usina"
          todos="Todas as usinas"
          value={filtros.usina}
          onChange={(v) => props.onChange({ usina: v })}
          opcoes={usinas.data?.data.map((u) => [u.uuid, u.nome] as const)}
        />
      </Box>
      <Box w={{ base: 'full', sm: '44' }}>
        <SelectFiltro
          rotulo="Prazo"
          todos="Qualquer prazo"
          value={filtros.prazo}
          onChange={(v) => props.onChange({ prazo: v as Prazo | '' })}
          opcoes={PRAZOS}
        />
      </Box>
      <Box w={{ base: 'full', sm: '56' }}>
        <BuscaCliente
          compacto
          rotulo="Filtrar por cliente"
          value={filtros.cliente ? { uuid: filtros.cliente, nome: props.nomeDoCliente || 'Cliente' } : null}
          onChange={(c) => props.onChange({ cliente: c?.uuid ?? '', cliente_nome: c?.nome ?? '' })}
        />
      </Box>
      {props.filtrando && (
        <Button size="sm" variant="ghost" onClick={props.onLimpar}>
          <X aria-hidden /> Limpar filtros
        </Button>
      )}
    </Wrap>
  );
}
