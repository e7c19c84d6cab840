// `npm run cluster [-- --processes N]`: the site as production runs it, on this machine — N server
// processes on PostgreSQL and Redis behind nginx — until Ctrl-C or SIGTERM (decision 041).
import { startCluster } from './cluster';
import { clusterOptionsFromEnv } from './options';

const cluster = await startCluster(clusterOptionsFromEnv(process.argv.slice(2), process.env)).catch(
  (error: unknown) => {
    console.error(`cluster: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
console.log(
  `\nSkybook cluster at ${cluster.baseUrl}/  (database ${cluster.databaseUrl.replace(/:[^:@/]+@/, ':***@')}, redis ${cluster.redisUrl})`,
);
for (const server of cluster.processes) {
  console.log(`  process pid ${String(server.pid)} on http://127.0.0.1:${String(server.port)}`);
}
console.log(
  `  logs in ${cluster.scratchDir}/logs and ${cluster.scratchDir}/nginx/logs; Ctrl-C stops everything\n`,
);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`cluster: ${signal}: stopping (each process drains within 10 s)`);
  cluster.stop().then(
    () => {
      console.log('cluster: stopped');
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => {
  stop('SIGINT');
});
process.on('SIGTERM', () => {
  stop('SIGTERM');
});
