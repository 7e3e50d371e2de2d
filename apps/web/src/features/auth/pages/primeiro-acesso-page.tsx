import { usePageTitle } from '../../../lib/page-title.tsx';
import { NovaSenhaForm } from './nova-senha-form.tsx';

export default function PrimeiroAcessoPage() {
  usePageTitle('Primeiro acesso', 'Crie sua senha para entrar no Irradia');
  return <NovaSenhaForm botao="Criar senha e entrar" />;
}
