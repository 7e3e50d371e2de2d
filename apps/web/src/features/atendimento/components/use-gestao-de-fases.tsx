import type { Fase } from '@irradia/shared/quadros/quadros.schema';
import { useState } from 'react';
import { feito } from '../../../lib/api-client.ts';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useEditarFase } from '../api.ts';
import { FaseNomeDialog, RemoverFaseDialog } from './fase-dialogs.tsx';
import { type AcaoDaFase, FaseMenu } from './fase-menu.tsx';

/**
 * Managing a board's stages: each column's menu (rename, close or reopen, move left or right,
 * delete) and the dialogs behind it, plus "Nova fase".
 */
export function useGestaoDeFases(quadro: string, fases: readonly Fase[]) {
  const { pode } = usePermissoes();
  const editar = useEditarFase();
  const [nomeando, setNomeando] = useState<{ fase: Fase | null } | null>(null);
  const [removendo, setRemovendo] = useState<Fase | null>(null);

  function agir(fase: Fase, acao: AcaoDaFase) {
    if (acao === 'renomear') setNomeando({ fase });
    else if (acao === 'excluir') setRemovendo(fase);
    else if (acao === 'fechar')
      editar.mutate(
        { uuid: fase.uuid, fechada: !fase.fechada },
        feito(fase.fechada ? `Fase ${fase.nome} reaberta` : `Fase ${fase.nome} marcada como fechada`),
      );
    else
      editar.mutate(
        { uuid: fase.uuid, ordem: Math.max(0, fase.ordem + (acao === 'esquerda' ? -1 : 1)) },
        feito(`Fase ${fase.nome} movida`),
      );
  }

  const podeEditar = pode('fase:edit');
  const podeExcluir = pode('fase:delete');
  const ordenadas = [...fases].sort((a, b) => a.ordem - b.ordem);

  return {
    podeCriar: pode('fase:create'),
    novaFase: () => setNomeando({ fase: null }),
    menuDe: (fase: Fase) => (
      <FaseMenu
        fase={fase}
        primeira={ordenadas[0]?.uuid === fase.uuid}
        ultima={ordenadas[ordenadas.length - 1]?.uuid === fase.uuid}
        podeEditar={podeEditar}
        podeExcluir={podeExcluir && fases.length > 1}
        onAcao={(a) => agir(fase, a)}
      />
    ),
    dialogos: (
      <>
        <FaseNomeDialog
          quadro={quadro}
          fase={nomeando?.fase ?? null}
          open={nomeando !== null}
          onOpenChange={(o) => !o && setNomeando(null)}
        />
        <RemoverFaseDialog
          fase={removendo}
          fases={fases}
          open={removendo !== null}
          onOpenChange={(o) => !o && setRemovendo(null)}
        />
      </>
    ),
  };
}
