import { writeFileSync } from 'node:fs';
import base from './vite.config.ts';
const config = base as any;
config.plugins.push({
  name: 'analyze', apply: 'build', enforce: 'post',
  generateBundle(_o: unknown, bundle: Record<string, any>) {
    const rows: string[] = [];
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      for (const [id, m] of Object.entries<any>(chunk.modules)) rows.push(`${chunk.fileName}\t${m.renderedLength}\t${id.replace(/.*\/work\/main\//, '')}`);
    }
    writeFileSync('/tmp/an/modules.tsv', rows.join('\n'));
  },
});
config.build.outDir = '/tmp/dist-an';
config.build.emptyOutDir = true;
export default config;
