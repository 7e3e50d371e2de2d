import { CreditCard } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function AssinaturaPage() {
  return (
    <PlaceholderScreen
      title="Assinatura"
      subtitle="Plano e cobrança"
      description="O módulo de assinatura chegará em breve."
      icon={<CreditCard />}
    />
  );
}
