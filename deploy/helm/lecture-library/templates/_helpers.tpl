{{/* Name of the release's objects: <release>-lecture-library, or the release name alone
when it already contains the chart name. */}}
{{- define "lecture-library.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{/* Object name of one component: (dict "root" $ "component" "gateway") */}}
{{- define "lecture-library.componentName" -}}
{{- printf "%s-%s" (include "lecture-library.fullname" .root) .component | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "lecture-library.selectorLabels" -}}
app.kubernetes.io/name: {{ .root.Chart.Name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{- define "lecture-library.labels" -}}
{{ include "lecture-library.selectorLabels" . }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
app.kubernetes.io/part-of: lecture-library
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version | replace "+" "_" }}
{{- end -}}

{{/* Image of one component: its own full reference when set (skaffold sets these),
else <image.repository>/<component>:<image.tag or appVersion>.
(dict "root" $ "component" "gateway" "override" .Values.gateway.image) */}}
{{- define "lecture-library.image" -}}
{{- if .override -}}
{{- .override -}}
{{- else -}}
{{- printf "%s/%s:%s" .root.Values.image.repository .component (.root.Values.image.tag | default .root.Chart.AppVersion) -}}
{{- end -}}
{{- end -}}

{{/* Secret the chart creates for values given inline. */}}
{{- define "lecture-library.secretName" -}}
{{- include "lecture-library.fullname" . -}}
{{- end -}}

{{/* secretKeyRef for a connection value: (dict "root" $ "values" .Values.postgresql "key" "DATABASE_URL" "what" "postgresql.url") */}}
{{- define "lecture-library.secretRef" -}}
{{- if .values.existingSecret -}}
secretKeyRef:
  name: {{ .values.existingSecret }}
  key: {{ .values.existingSecretKey | default .key }}
{{- else -}}
{{- $_ := required (printf "%s (or %s.existingSecret) is required" .what (.what | splitList "." | first)) .value -}}
secretKeyRef:
  name: {{ include "lecture-library.secretName" .root }}
  key: {{ .key }}
{{- end -}}
{{- end -}}

{{/* Environment every Node service gets. */}}
{{- define "lecture-library.commonEnv" -}}
- name: NODE_ENV
  value: production
- name: LOG_LEVEL
  value: {{ .Values.config.logLevel | quote }}
- name: QUEUE_PREFIX
  value: {{ .Values.config.queuePrefix | quote }}
- name: DATABASE_URL
  valueFrom:
    {{- include "lecture-library.secretRef" (dict "root" . "values" .Values.postgresql "key" "DATABASE_URL" "what" "postgresql.url" "value" .Values.postgresql.url) | nindent 4 }}
- name: AMQP_URL
  valueFrom:
    {{- include "lecture-library.secretRef" (dict "root" . "values" .Values.rabbitmq "key" "AMQP_URL" "what" "rabbitmq.url" "value" .Values.rabbitmq.url) | nindent 4 }}
{{- end -}}

{{- define "lecture-library.signingEnv" -}}
- name: SIGNING_SECRET
  valueFrom:
    {{- include "lecture-library.secretRef" (dict "root" . "values" .Values.signing "key" "SIGNING_SECRET" "what" "signing.secret" "value" .Values.signing.secret) | nindent 4 }}
{{- end -}}

{{/* Object storage, for media-storage and transcription. */}}
{{- define "lecture-library.s3Env" -}}
{{- $secret := .Values.s3.existingSecret | default (include "lecture-library.secretName" .) -}}
{{- if not .Values.s3.existingSecret -}}
{{- $_ := required "s3.accessKeyId (or s3.existingSecret) is required" .Values.s3.accessKeyId -}}
{{- $_ := required "s3.secretAccessKey (or s3.existingSecret) is required" .Values.s3.secretAccessKey -}}
{{- end -}}
- name: S3_BUCKET
  value: {{ required "s3.bucket is required" .Values.s3.bucket | quote }}
- name: S3_REGION
  value: {{ .Values.s3.region | quote }}
- name: S3_FORCE_PATH_STYLE
  value: {{ .Values.s3.forcePathStyle | quote }}
{{- with .Values.s3.endpoint }}
- name: S3_ENDPOINT
  value: {{ . | quote }}
{{- end }}
- name: S3_ACCESS_KEY_ID
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: S3_ACCESS_KEY_ID
- name: S3_SECRET_ACCESS_KEY
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: S3_SECRET_ACCESS_KEY
{{- end -}}

{{/* Pod annotations: scrape hints and a checksum that restarts pods on config change. */}}
{{- define "lecture-library.podAnnotations" -}}
checksum/secret: {{ include (print .root.Template.BasePath "/secret.yaml") .root | sha256sum }}
{{- if and .root.Values.metrics.podAnnotations .port }}
prometheus.io/scrape: "true"
prometheus.io/port: {{ .port | quote }}
prometheus.io/path: /metrics
{{- end }}
{{- with .extra }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{/* Container security context shared by every container. */}}
{{- define "lecture-library.containerSecurityContext" -}}
allowPrivilegeEscalation: false
readOnlyRootFilesystem: true
capabilities:
  drop: ["ALL"]
{{- end -}}

{{/* Scheduling knobs of one component's values. */}}
{{- define "lecture-library.scheduling" -}}
{{- with .nodeSelector }}
nodeSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .tolerations }}
tolerations:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .affinity }}
affinity:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end -}}

{{/* Origins browsers fetch media from and upload to (presigned S3 URLs), comma-separated: the CSP's media sources. */}}
{{- define "lecture-library.mediaOrigins" -}}
{{- if or .Values.s3.publicEndpoint .Values.s3.endpoint -}}
{{- .Values.s3.publicEndpoint | default .Values.s3.endpoint -}}
{{- else -}}
{{- printf "https://%s.s3.%s.amazonaws.com,https://s3.%s.amazonaws.com" .Values.s3.bucket .Values.s3.region .Values.s3.region -}}
{{- end -}}
{{- end -}}
