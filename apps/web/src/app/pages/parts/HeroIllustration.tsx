/** A sedan in front of a Paris skyline at dusk, drawn in the brand colours (no photos here). */
export const HeroIllustration = ({ title }: { title: string }) => (
  <svg
    viewBox="0 0 560 400"
    width="560"
    height="400"
    role="img"
    aria-label={title}
    className="h-auto w-full max-w-xl"
  >
    <defs>
      <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#1a2d4d" />
        <stop offset="1" stopColor="#3d5580" />
      </linearGradient>
      <linearGradient id="hero-car" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#1b1f27" />
        <stop offset="1" stopColor="#0a0c10" />
      </linearGradient>
      <clipPath id="hero-frame">
        <rect width="560" height="400" rx="28" />
      </clipPath>
    </defs>
    <g clipPath="url(#hero-frame)">
      <rect width="560" height="400" fill="url(#hero-sky)" />
      <circle cx="438" cy="96" r="34" fill="#e4cc8f" opacity="0.9" />
      {/* skyline */}
      <g fill="#0f1e36" opacity="0.85">
        <path d="M0 262h40v-40h26v-22h30v62h22v-50h36v50h18v-34h30v34h20V210h34v52h26v-28h28v28h30v-60h24v60h32v-36h30v36h36v-48h28v48h40v-30h40v30h40v50H0z" />
        {/* Eiffel tower */}
        <path d="M176 262l22-76h4l-4-40h3l-2-36h3l2-30 2 30h3l-2 36h3l-4 40h4l22 76h-12c-4-18-10-28-16-28s-12 10-16 28z" />
      </g>
      <g fill="#e4cc8f" opacity="0.55">
        <rect x="54" y="232" width="4" height="6" />
        <rect x="104" y="222" width="4" height="6" />
        <rect x="276" y="226" width="4" height="6" />
        <rect x="330" y="240" width="4" height="6" />
        <rect x="452" y="236" width="4" height="6" />
        <rect x="500" y="246" width="4" height="6" />
      </g>
      {/* road */}
      <rect y="300" width="560" height="100" fill="#0a1526" />
      <g fill="#c9a24a" opacity="0.6">
        <rect x="20" y="356" width="60" height="5" rx="2.5" />
        <rect x="130" y="356" width="60" height="5" rx="2.5" />
        <rect x="370" y="356" width="60" height="5" rx="2.5" />
        <rect x="480" y="356" width="60" height="5" rx="2.5" />
      </g>
      {/* sedan */}
      <g transform="translate(118 236)">
        <ellipse cx="162" cy="104" rx="170" ry="10" fill="#000" opacity="0.35" />
        <path
          d="M8 78c0-14 8-24 22-27l52-8 46-30c8-5 16-7 26-7h86c12 0 22 4 30 11l32 28 40 6c14 2 22 12 22 26v12c0 6-4 10-10 10H18c-6 0-10-4-10-10z"
          fill="url(#hero-car)"
        />
        <path
          d="M104 42l36-24c6-4 12-5 18-5h44v29zm108 0V13h32c8 0 15 3 20 8l22 21z"
          fill="#3d5580"
          opacity="0.8"
        />
        <path d="M20 74h300" stroke="#c9a24a" strokeWidth="2" opacity="0.7" />
        <rect x="326" y="62" width="14" height="8" rx="3" fill="#e4cc8f" />
        <rect x="8" y="64" width="10" height="8" rx="3" fill="#b42318" opacity="0.8" />
        <g>
          <circle cx="84" cy="96" r="24" fill="#0a0c10" />
          <circle cx="84" cy="96" r="11" fill="#94a3b8" />
          <circle cx="266" cy="96" r="24" fill="#0a0c10" />
          <circle cx="266" cy="96" r="11" fill="#94a3b8" />
        </g>
      </g>
    </g>
  </svg>
);
