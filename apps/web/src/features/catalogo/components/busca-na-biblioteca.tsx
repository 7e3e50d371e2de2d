import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { formatPotencia } from '@irradia/shared';
import type { TipoProduto } from '@irradia/shared/catalogo/produtos.schema';
import { Library, X } from 'lucide-react';
import { useState } from 'react';
import { type EquipamentoDaBiblioteca, useEquipamentos } from '../api.ts';
import type { CampoEspecificacao } from '../campos.ts';

/** What choosing a library record fills in the product form. */
export interface EquipamentoEscolhido {
  uuid: string;
  fabricante: string;
  modelo: string;
  especificacoes: Partial<Record<CampoEspecificacao, string | number | null>>;
}

/** The library holds modules and inverters (microinverters are in the CEC inverter list). */
export function tipoNaBiblioteca(tipo: TipoProduto): 'modulo' | 'inversor' | null {
  if (tipo === 'modulo') return 'modulo';
  if (tipo === 'inversor' || tipo === 'microinversor') return 'inversor';
  return null;
}

const mm = (m: number | null) => (m === null ? null : Math.round(m * 1000));

/** A library record as the product's technical fields (the CEC lists give W and metres). */
export function especificacoesDoEquipamento(
  e: EquipamentoDaBiblioteca,
): EquipamentoEscolhido['especificacoes'] {
  if (e.tipo === 'modulo')
    return {
      potencia_wp: e.potencia_w,
      tecnologia: e.tecnologia,
      eficiencia_pct:
        e.eficiencia_pct === null || e.eficiencia_pct === undefined
          ? null
          : Math.round(e.eficiencia_pct * 100) / 100,
      comprimento_mm: mm(e.comprimento_m),
      largura_mm: mm(e.largura_m),
    };
  return {
    potencia_kw: Math.round(e.potencia_w) / 1000,
    tensao_max_dc_v: e.tensao_dc_max_v,
    potencia_max_dc_kw: e.potencia_dc_w === null ? null : Math.round(e.potencia_dc_w) / 1000,
  };
}

/**
 * "Buscar na biblioteca": finds a module or inverter of the reference library (the CEC lists, as
 * pvlib ships them) by maker and model, and hands its data to the form, so nobody types a datasheet.
 */
export function BuscaNaBiblioteca(props: {
  tipo: 'modulo' | 'inversor';
  /** The library record the product was filled from, if any. */
  escolhido: string;
  onEscolher(e: EquipamentoEscolhido): void;
}) {
  const [aberta, setAberta] = useState(false);
  const [busca, setBusca] = useState('');
  const achados = useEquipamentos(props.tipo, busca, aberta);
  const nome = props.tipo === 'modulo' ? 'módulos' : 'inversores';
  if (!aberta)
    return (
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" colorPalette="orange" size="sm" onClick={() => setAberta(true)}>
          <Library /> Buscar na biblioteca
        </Button>
        <Text fontSize="xs" color="fg.muted">
          {props.escolhido
            ? 'Dados copiados da biblioteca de equipamentos.'
            : `Preenche fabricante, modelo e dados técnicos a partir da lista pública de ${nome}.`}
        </Text>
      </HStack>
    );
  const lista = achados.data?.data ?? [];
  return (
    <Box borderWidth="1px" rounded="md" p="3" bg="bg.subtle" data-testid="busca-biblioteca">
      <Stack gap="3">
        <HStack justify="space-between" gap="2">
          <Text fontWeight="medium" fontSize="sm">
            Biblioteca de {nome}
          </Text>
          <Button
            size="xs"
            variant="ghost"
            onClick={() => setAberta(false)}
            aria-label="Fechar a busca na biblioteca"
          >
            <X />
          </Button>
        </HStack>
        <Input
          value={busca}
          onChange={(e) => setBusca(e.target.value)}
          placeholder={
            props.tipo === 'modulo'
              ? 'Fabricante e modelo, ex.: jinko 550'
              : 'Fabricante e modelo, ex.: fronius primo'
          }
          aria-label={`Buscar na biblioteca de ${nome}`}
          autoFocus
          bg="bg"
        />
        {busca.trim().length >= 2 && (
          <Stack
            as="ul"
            role="list"
            aria-label="Equipamentos encontrados"
            gap="1"
            listStyleType="none"
            m="0"
            p="0"
            maxH="64"
            overflowY="auto"
          >
            {lista.map((e) => (
              <Box as="li" key={e.uuid}>
                <Button
                  variant="ghost"
                  size="sm"
                  w="full"
                  justifyContent="space-between"
                  h="auto"
                  py="1.5"
                  whiteSpace="normal"
                  textAlign="start"
                  onClick={() => {
                    props.onEscolher({
                      uuid: e.uuid,
                      fabricante: e.fabricante,
                      modelo: e.modelo,
                      especificacoes: especificacoesDoEquipamento(e),
                    });
                    setAberta(false);
                    setBusca('');
                  }}
                >
                  <Text as="span" overflowWrap="anywhere">
                    {e.fabricante}{' '}
                    <Text as="span" fontWeight="semibold">
                      {e.modelo}
                    </Text>
                  </Text>
                  <Text as="span" color="fg.muted" flexShrink={0}>
                    {formatPotencia(e.potencia_w, e.tipo === 'modulo' ? 'Wp' : 'W')}
                  </Text>
                </Button>
              </Box>
            ))}
            {achados.isSuccess && lista.length === 0 && (
              <Text as="li" fontSize="sm" color="fg.muted">
                Nenhum equipamento encontrado. Preencha os dados à mão.
              </Text>
            )}
          </Stack>
        )}
        <Text fontSize="xs" color="fg.muted">
          Fonte:{' '}
          {lista[0]?.fonte ?? 'listas de equipamentos da California Energy Commission (CEC), via pvlib'}.
        </Text>
      </Stack>
    </Box>
  );
}
