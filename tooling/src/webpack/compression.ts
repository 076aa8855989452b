import CompressionPlugin from 'compression-webpack-plugin';

/** Precompressed copies of every text file, which the servers prefer (brotli, then gzip). */
export function compressionPlugins(): CompressionPlugin[] {
  return [
    new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|css|html|svg|json)$/, filename: '[path][base].gz' }),
    new CompressionPlugin({
      algorithm: 'brotliCompress',
      test: /\.(js|css|html|svg|json)$/,
      filename: '[path][base].br',
    }),
  ];
}
