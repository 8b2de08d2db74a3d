export { InstallCard } from './install-card.tsx';
export { listenForInstallOffer, promptInstall, useInstallWay } from './install-offer.ts';
