import { usePageTitle } from '../../../lib/page-title.tsx';
import { NovaSenhaForm } from './nova-senha-form.tsx';

export default function NovaSenhaPage() {
  usePageTitle('Nova senha', 'Escolha a nova senha da sua conta');
  return <NovaSenhaForm botao="Salvar e entrar" />;
}
