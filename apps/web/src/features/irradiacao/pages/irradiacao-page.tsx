import { SunMedium } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function IrradiacaoPage() {
  return (
    <PlaceholderScreen
      title="Irradiação solar"
      subtitle="Irradiação média mensal por cidade"
      description="A irradiação solar de cada cidade do Brasil, mês a mês, aparecerá aqui."
      icon={<SunMedium />}
    />
  );
}
