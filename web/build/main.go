// Command build writes the browser viewer into a directory, or serves it.
//
//	go run ./web/build DIR                  # write the site into DIR
//	go run ./web/build -serve [ADDR]        # serve it, on localhost:8080 by default
//
// The site is static: index.html, style.css, app.js, main.wasm (packages uri
// and whatwg and net/url compiled for GOOS=js GOARCH=wasm) and Go's
// wasm_exec.js. Run it from inside the module's source tree.
package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/signal"
	"syscall"

	"github.com/uriref/uri/internal/web"
)

func main() {
	serve := flag.Bool("serve", false, "build into a temporary directory and serve it on ADDR (default localhost:8080)")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: go run ./web/build DIR\n       go run ./web/build -serve [ADDR]")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() > 1 || !*serve && flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	if !*serve {
		if err := web.Build(flag.Arg(0)); err != nil {
			log.Fatal(err)
		}
		return
	}
	addr := "localhost:8080"
	if flag.NArg() == 1 {
		addr = flag.Arg(0)
	}
	dir, err := os.MkdirTemp("", "uri-web-")
	if err != nil {
		log.Fatal(err)
	}
	// The directory goes when the server ends, on an error or a signal.
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-stop
		os.RemoveAll(dir)
		os.Exit(1)
	}()
	err = web.Build(dir)
	if err == nil {
		log.Printf("serving %s on http://%s/", dir, addr)
		err = http.ListenAndServe(addr, http.FileServer(http.Dir(dir)))
	}
	os.RemoveAll(dir)
	log.Fatal(err)
}
