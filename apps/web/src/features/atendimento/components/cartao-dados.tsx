import { Badge, Box, Grid, Text } from '@chakra-ui/react';
import type { CartaoDetalhe } from '@irradia/shared/quadros/quadros.schema';
import type { ReactNode } from 'react';
import { BuscaReferencia } from './busca-referencia.tsx';
import type { Edicao } from './cartao-api.ts';
import { CartaoEtiquetas } from './cartao-etiquetas.tsx';
import { EntradaDeData } from './entradas-do-cartao.tsx';

function Linha(props: { rotulo: string; children: ReactNode }) {
  return (
    <>
      <Text fontSize="sm" color="fg.muted" pt="1.5">
        {props.rotulo}
      </Text>
      <Box minW="0">{props.children}</Box>
    </>
  );
}

/**
 * The card's own fields, each saved as soon as it changes: who is responsible, the due date, the
 * customer and the plant (a service request's only: a deal's customer is set on the deal), labels.
 */
export function CartaoDados(props: {
  cartao: CartaoDetalhe;
  editar(e: Edicao): void;
  desabilitado?: boolean;
}) {
  const { cartao: c, editar, desabilitado } = props;
  const atendimento = c.tipo === 'atendimento';
  return (
    <Grid templateColumns={{ base: '1fr', sm: '8rem 1fr' }} columnGap="3" rowGap="2" alignItems="start">
      <Linha rotulo="Responsável">
        <BuscaReferencia
          rotulo="Responsável"
          fonte="funcionarios"
          valor={c.responsavel}
          vazio="Sem responsável"
          desabilitado={desabilitado}
          onChange={(r) => editar({ edicao: { responsavel: r?.uuid ?? null }, otimista: { responsavel: r } })}
        />
      </Linha>
      <Linha rotulo="Prazo">
        <Box display="flex" gap="2" alignItems="center">
          <Box flex="1" maxW="48">
            <EntradaDeData
              rotulo="Prazo"
              valor={c.prazo}
              desabilitado={desabilitado}
              onSalvar={(prazo) => editar({ edicao: { prazo }, otimista: { prazo } })}
            />
          </Box>
          {c.atrasado && (
            <Badge colorPalette="red" variant="solid">
              Atrasado
            </Badge>
          )}
        </Box>
      </Linha>
      <Linha rotulo="Cliente">
        {atendimento ? (
          <BuscaReferencia
            rotulo="Cliente"
            fonte="clientes"
            valor={c.cliente}
            vazio="Sem cliente"
            desabilitado={desabilitado}
            onChange={(r) => editar({ edicao: { cliente: r?.uuid ?? null }, otimista: { cliente: r } })}
          />
        ) : (
          <Text fontSize="sm" pt="1.5">
            {c.cliente?.nome ?? 'Sem cliente'}
          </Text>
        )}
      </Linha>
      {(atendimento || c.usina) && (
        <Linha rotulo="Usina">
          {atendimento ? (
            <BuscaReferencia
              rotulo="Usina"
              fonte="usinas"
              valor={c.usina}
              vazio="Sem usina"
              desabilitado={desabilitado}
              onChange={(r) => editar({ edicao: { usina: r?.uuid ?? null }, otimista: { usina: r } })}
            />
          ) : (
            <Text fontSize="sm" pt="1.5">
              {c.usina?.nome}
            </Text>
          )}
        </Linha>
      )}
      <Linha rotulo="Etiquetas">
        <CartaoEtiquetas
          valor={c.classificacoes}
          desabilitado={desabilitado}
          onChange={(etiquetas) =>
            editar({
              edicao: { classificacoes: etiquetas.map((e) => e.uuid) },
              otimista: { classificacoes: etiquetas },
            })
          }
        />
      </Linha>
    </Grid>
  );
}
