import { ScrollText } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function ExtratoPage() {
  return (
    <PlaceholderScreen
      title="Extrato"
      subtitle="Movimentações financeiras"
      description="O extrato financeiro chegará em breve."
      icon={<ScrollText />}
    />
  );
}
