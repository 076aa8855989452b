import webpack from 'webpack';

/** Runs one webpack build to its end; a build with errors rejects with them. */
export function compile(config: webpack.Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(stats);
    });
  });
}
